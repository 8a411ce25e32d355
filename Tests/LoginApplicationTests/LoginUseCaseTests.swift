import XCTest
import LoginApplication
import LoginDomain
import SharedKernel
import TestSupport
import AppTestSupport

final class LoginUseCaseTests: XCTestCase {
    func test_init_always_doesNotCallTheGateway() async {
        let (_, gateway) = makeSUT()

        let messages = await gateway.messages

        XCTAssertEqual(messages, [])
    }

    func test_execute_with_valid_credentials_returns_session() async throws {
        let (sut, gateway) = makeSUT()
        let session = try makeSession()

        let result = await execute(sut, email: "user@example.com", password: "Str0ngP@ss", completingWith: .success(session), on: gateway)

        XCTAssertEqual(try result.get(), session)
        let messages = await gateway.messages
        XCTAssertEqual(messages, [.authenticate(try makeCredentials("user@example.com", "Str0ngP@ss"))])
    }

    func test_execute_with_rejected_credentials_returns_invalidCredentials() async throws {
        let (sut, gateway) = makeSUT()

        let result = await execute(sut, email: "user@example.com", password: "wrong-password", completingWith: .failure(AuthError.invalidCredentials), on: gateway)

        XCTAssertEqual(result.error as? AuthError, .invalidCredentials)
    }

    func test_execute_without_connectivity_returns_connectivityError() async throws {
        let (sut, gateway) = makeSUT()

        let result = await execute(sut, email: "user@example.com", password: "Str0ngP@ss", completingWith: .failure(AuthError.connectivity), on: gateway)

        XCTAssertEqual(result.error as? AuthError, .connectivity)
    }

    func test_execute_cancellation_does_not_return_result() async throws {
        let (sut, gateway) = makeSUT()
        let login = Task { try await sut.execute(email: "user@example.com", password: "Str0ngP@ss") }
        await gateway.waitUntilPending()

        login.cancel()
        await gateway.complete(with: .success(try makeSession()))
        let result = await login.boundedResult()

        XCTAssertTrue(result.error is CancellationError, "expected CancellationError, got \(result)")
    }

    func test_execute_cancellationThenGatewayFailure_reportsNoLoginError() async throws {
        let (sut, gateway) = makeSUT()
        let login = Task { try await sut.execute(email: "user@example.com", password: "Str0ngP@ss") }
        await gateway.waitUntilPending()

        login.cancel()
        await gateway.complete(with: .failure(AuthError.connectivity))
        let result = await login.boundedResult()

        XCTAssertTrue(result.error is CancellationError, "expected CancellationError, got \(result)")
    }

    func test_execute_inCancelledTask_doesNotCallTheGateway() async throws {
        let (sut, gateway) = makeSUT()
        let login = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.execute(email: "user@example.com", password: "Str0ngP@ss")
        }

        let result = await login.boundedResult()

        XCTAssertTrue(result.error is CancellationError, "expected CancellationError, got \(result)")
        let messages = await gateway.messages
        XCTAssertEqual(messages, [])
    }

    func test_execute_withInvalidEmail_throwsInvalidFormatWithoutCallingTheGateway() async {
        let (sut, gateway) = makeSUT()

        let result = await Task { try await sut.execute(email: "esto-no-es-un-email", password: "Str0ngP@ss") }.boundedResult()

        XCTAssertEqual(result.error as? Email.ValidationError, .invalidFormat)
        let messages = await gateway.messages
        XCTAssertEqual(messages, [])
    }

    func test_execute_withEmptyPassword_throwsEmptyWithoutCallingTheGateway() async {
        let (sut, gateway) = makeSUT()

        let result = await Task { try await sut.execute(email: "user@example.com", password: "") }.boundedResult()

        XCTAssertEqual(result.error as? Password.ValidationError, .empty)
        let messages = await gateway.messages
        XCTAssertEqual(messages, [])
    }

    func test_execute_withInvalidEmailAndEmptyPassword_reportsTheEmailFirst() async {
        let (sut, _) = makeSUT()

        let result = await Task { try await sut.execute(email: "esto-no-es-un-email", password: "") }.boundedResult()

        XCTAssertEqual(result.error as? Email.ValidationError, .invalidFormat)
    }

    func test_execute_emailWithSurroundingSpaces_sendsItTrimmedToTheGateway() async throws {
        let (sut, gateway) = makeSUT()

        _ = await execute(sut, email: " user@example.com ", password: "Str0ngP@ss", completingWith: .success(try makeSession()), on: gateway)

        let messages = await gateway.messages
        XCTAssertEqual(messages, [.authenticate(try makeCredentials("user@example.com", "Str0ngP@ss"))])
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (sut: LoginUseCase, gateway: AuthGatewaySpy) {
        let gateway = AuthGatewaySpy()
        let sut = LoginUseCase(gateway: gateway)
        trackForMemoryLeaks(gateway, file: file, line: line)
        return (sut, gateway)
    }

    /// Runs `execute`, waits until it reaches the gateway, completes the gateway with `result`, and returns the outcome.
    private func execute(
        _ sut: LoginUseCase, email: String, password: String,
        completingWith result: Result<Session, any Error>, on gateway: AuthGatewaySpy
    ) async -> Result<Session, any Error> {
        let login = Task { try await sut.execute(email: email, password: password) }
        await gateway.waitUntilPending()
        await gateway.complete(with: result)
        return await login.boundedResult()
    }

    private func makeSession() throws -> Session {
        Session(token: AccessToken("any-token"), email: try Email("user@example.com"))
    }

    private func makeCredentials(_ email: String, _ password: String) throws -> Credentials {
        Credentials(email: try Email(email), password: try Password(password))
    }
}

private extension Result {
    var error: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
