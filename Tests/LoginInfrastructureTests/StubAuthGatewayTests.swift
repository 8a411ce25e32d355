import XCTest
import LoginDomain
@testable import LoginInfrastructure
import SharedKernel
import TestSupport
import AppTestSupport

final class StubAuthGatewayTests: XCTestCase {
    func test_authenticate_registeredUser_returnsASessionWithTheirToken() async throws {
        let sut = try makeSUT()

        let session = try await sut.authenticate(try makeCredentials("ana@example.com", "ana-pass"))

        XCTAssertEqual(session, Session(token: AccessToken("ana-token"), email: try Email("ana@example.com")))
    }

    func test_authenticate_wrongPassword_throwsInvalidCredentials() async throws {
        let sut = try makeSUT()

        let error = await authenticationError(sut, try makeCredentials("ana@example.com", "bob-pass"))

        XCTAssertEqual(error as? AuthError, .invalidCredentials)
    }

    func test_authenticate_unknownEmail_throwsInvalidCredentials() async throws {
        let sut = try makeSUT()

        let error = await authenticationError(sut, try makeCredentials("eve@example.com", "ana-pass"))

        XCTAssertEqual(error as? AuthError, .invalidCredentials)
    }

    func test_authenticate_inCancelledTask_throwsCancellationError() async throws {
        let sut = try makeSUT()
        let credentials = try makeCredentials("ana@example.com", "ana-pass")

        let result = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.authenticate(credentials)
        }.result

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
    }

    func test_authenticate_cancelledDuringTheDelay_throwsCancellationError() async throws {
        let sut = try makeSUT(delay: .seconds(3_600))
        let credentials = try makeCredentials("ana@example.com", "ana-pass")
        let login = Task { try await sut.authenticate(credentials) }

        login.cancel()
        let result = await login.boundedResult()

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
    }

    func test_init_byDefault_answersAfterHalfASecond() {
        let sut = StubAuthGateway(users: [])

        XCTAssertEqual(sut.delay, .milliseconds(500))
    }

    func test_authenticate_withADelay_waitsItBeforeAnswering() async throws {
        let sleep = SleepSpy()
        let sut = try makeSUT(delay: .seconds(2), sleep: sleep)

        _ = try await sut.authenticate(try makeCredentials("ana@example.com", "ana-pass"))

        let durations = await sleep.durations
        XCTAssertEqual(durations, [.seconds(2)])
    }

    func test_authenticate_cancelledWhileWaiting_throwsCancellationErrorInsteadOfASession() async throws {
        let sut = try makeSUT(delay: .seconds(2), sleep: SleepSpy(cancellingTheWaitingTask: true))
        let credentials = try makeCredentials("ana@example.com", "ana-pass")

        let result = await Task { try await sut.authenticate(credentials) }.boundedResult()

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
    }

    // MARK: - Helpers

    private func makeSUT(delay: Duration = .zero) throws -> StubAuthGateway {
        StubAuthGateway(users: try makeUsers(), delay: delay)
    }

    private func makeSUT(delay: Duration, sleep: SleepSpy) throws -> StubAuthGateway {
        StubAuthGateway(users: try makeUsers(), delay: delay, sleep: { try await sleep.sleep(for: $0) })
    }

    private func makeUsers() throws -> [StubAuthGateway.RegisteredUser] {
        [
            .init(email: try Email("ana@example.com"), password: try Password("ana-pass"), token: AccessToken("ana-token")),
            .init(email: try Email("bob@example.com"), password: try Password("bob-pass"), token: AccessToken("bob-token")),
        ]
    }

    private func makeCredentials(_ email: String, _ password: String) throws -> Credentials {
        Credentials(email: try Email(email), password: try Password(password))
    }

    private func authenticationError(_ sut: StubAuthGateway, _ credentials: Credentials) async -> (any Error)? {
        do {
            _ = try await sut.authenticate(credentials)
            return nil
        } catch {
            return error
        }
    }
}
