import XCTest
import LoginApplication
import LoginDomain
import LoginInterface
import SharedKernel
import TestSupport
import AppTestSupport

final class LoginViewModelTests: XCTestCase {
    @MainActor func test_init_always_startsIdleWithEmptyInputsAndNoRequest() async {
        let (sut, gateway, successes) = makeSUT()

        let messages = await gateway.messages

        XCTAssertEqual(sut.state, .idle)
        XCTAssertEqual(sut.email, "")
        XCTAssertEqual(sut.password, "")
        XCTAssertEqual(messages, [])
        XCTAssertEqual(successes.sessions, [])
    }

    @MainActor func test_submit_withValidCredentials_goesLoadingThenIdleAndReportsTheSession() async throws {
        let (sut, gateway, successes) = makeSUT()
        let session = try makeSession()
        sut.email = "user@example.com"
        sut.password = "Str0ngP@ss"

        let submission = Task { await sut.submit() }
        await gateway.waitUntilPending()
        XCTAssertEqual(sut.state, .loading)
        XCTAssertEqual(successes.sessions, [])
        await gateway.complete(with: .success(session))
        await submission.boundedValue()

        XCTAssertEqual(sut.state, .idle)
        XCTAssertEqual(successes.sessions, [session])
        let messages = await gateway.messages
        XCTAssertEqual(messages, [.authenticate(Credentials(email: try Email("user@example.com"), password: try Password("Str0ngP@ss")))])
    }

    @MainActor func test_submit_withRejectedCredentials_failsWithTheInvalidCredentialsMessage() async {
        let (sut, gateway, successes) = makeSUT(email: "user@example.com", password: "wrong-password")

        await submit(sut, completingWith: .failure(AuthError.invalidCredentials), on: gateway)

        XCTAssertEqual(sut.state, .failed(message: "Email o contraseña incorrectos."))
        XCTAssertEqual(successes.sessions, [])
    }

    @MainActor func test_submit_withoutConnectivity_failsWithTheConnectivityMessage() async {
        let (sut, gateway, successes) = makeSUT(email: "user@example.com", password: "Str0ngP@ss")

        await submit(sut, completingWith: .failure(AuthError.connectivity), on: gateway)

        XCTAssertEqual(sut.state, .failed(message: "No hay conexión con el servidor. Comprueba tu conexión e inténtalo de nuevo."))
        XCTAssertEqual(successes.sessions, [])
    }

    @MainActor func test_submit_onUnexpectedError_failsWithTheGenericMessage() async {
        let (sut, gateway, _) = makeSUT(email: "user@example.com", password: "Str0ngP@ss")

        await submit(sut, completingWith: .failure(UnexpectedError()), on: gateway)

        XCTAssertEqual(sut.state, .failed(message: "Algo ha salido mal. Inténtalo de nuevo."))
    }

    @MainActor func test_submit_withInvalidEmail_failsWithTheEmailMessageWithoutARequest() async {
        let (sut, gateway, successes) = makeSUT(email: "esto-no-es-un-email", password: "Str0ngP@ss")

        await Task { await sut.submit() }.boundedValue()

        XCTAssertEqual(sut.state, .failed(message: "El email no tiene un formato válido."))
        XCTAssertEqual(successes.sessions, [])
        let messages = await gateway.messages
        XCTAssertEqual(messages, [])
    }

    @MainActor func test_submit_withEmptyPassword_failsWithThePasswordMessageWithoutARequest() async {
        let (sut, gateway, successes) = makeSUT(email: "user@example.com", password: "")

        await Task { await sut.submit() }.boundedValue()

        XCTAssertEqual(sut.state, .failed(message: "La contraseña no puede estar vacía."))
        XCTAssertEqual(successes.sessions, [])
        let messages = await gateway.messages
        XCTAssertEqual(messages, [])
    }

    @MainActor func test_submit_afterFailure_goesLoadingAgainAndCanSucceed() async throws {
        let (sut, gateway, successes) = makeSUT(email: "user@example.com", password: "Str0ngP@ss")
        await submit(sut, completingWith: .failure(AuthError.connectivity), on: gateway)

        let retry = Task { await sut.submit() }
        await gateway.waitUntilPending()
        XCTAssertEqual(sut.state, .loading)
        await gateway.complete(with: .success(try makeSession()))
        await retry.boundedValue()

        XCTAssertEqual(sut.state, .idle)
        XCTAssertEqual(successes.sessions.count, 1)
    }

    @MainActor func test_submit_whileLoading_isIgnored() async throws {
        let (sut, gateway, successes) = makeSUT(email: "user@example.com", password: "Str0ngP@ss")
        let first = Task { await sut.submit() }
        await gateway.waitUntilPending()

        await Task { await sut.submit() }.boundedValue()
        await gateway.complete(with: .success(try makeSession()))
        await first.boundedValue()

        let messages = await gateway.messages
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(successes.sessions.count, 1)
    }

    @MainActor func test_cancel_whileLoadingAndTheServerAccepts_endsIdleWithoutSuccess() async throws {
        let (sut, gateway, successes) = makeSUT(email: "user@example.com", password: "Str0ngP@ss")
        let submission = Task { await sut.submit() }
        await gateway.waitUntilPending()

        sut.cancel()
        XCTAssertEqual(sut.state, .idle)
        await gateway.complete(with: .success(try makeSession()))
        await submission.boundedValue()

        XCTAssertEqual(sut.state, .idle)
        XCTAssertEqual(successes.sessions, [])
    }

    @MainActor func test_cancel_whileLoading_cancelsTheLoginInFlight() async throws {
        let (sut, gateway, _) = makeSUT(email: "user@example.com", password: "Str0ngP@ss")
        let submission = Task { await sut.submit() }
        await gateway.waitUntilPending()

        sut.cancel()
        await gateway.complete(with: .success(try makeSession()))
        await submission.boundedValue()

        let cancelledCallCount = await gateway.cancelledCallCount
        XCTAssertEqual(cancelledCallCount, 1)
    }

    @MainActor func test_cancel_whileLoadingAndTheServerFails_endsIdleWithoutError() async {
        let (sut, gateway, _) = makeSUT(email: "user@example.com", password: "Str0ngP@ss")
        let submission = Task { await sut.submit() }
        await gateway.waitUntilPending()

        sut.cancel()
        await gateway.complete(with: .failure(AuthError.connectivity))
        await submission.boundedValue()

        XCTAssertEqual(sut.state, .idle)
    }

    @MainActor func test_cancel_thenNewSubmit_ignoresTheLateOutcomeOfTheFirst() async throws {
        let (sut, gateway, successes) = makeSUT(email: "user@example.com", password: "Str0ngP@ss")
        let first = Task { await sut.submit() }
        await gateway.waitUntilPending()
        sut.cancel()
        let second = Task { await sut.submit() }
        await gateway.waitUntilPending(2)

        await gateway.complete(with: .failure(AuthError.connectivity))
        await first.boundedValue()
        XCTAssertEqual(sut.state, .loading)
        let session = try makeSession()
        await gateway.complete(with: .success(session))
        await second.boundedValue()

        XCTAssertEqual(sut.state, .idle)
        XCTAssertEqual(successes.sessions, [session])
    }

    @MainActor func test_submit_whenCallingTaskIsCancelled_endsIdleWithoutSuccess() async throws {
        let (sut, gateway, successes) = makeSUT(email: "user@example.com", password: "Str0ngP@ss")
        let submission = Task { await sut.submit() }
        await gateway.waitUntilPending()

        submission.cancel()
        await gateway.complete(with: .success(try makeSession()))
        await submission.boundedValue()

        XCTAssertEqual(sut.state, .idle)
        XCTAssertEqual(successes.sessions, [])
    }

    @MainActor func test_cancel_whenIdle_keepsTheFailureMessage() async {
        let (sut, _, _) = makeSUT(email: "esto-no-es-un-email", password: "Str0ngP@ss")
        await Task { await sut.submit() }.boundedValue()

        sut.cancel()

        XCTAssertEqual(sut.state, .failed(message: "El email no tiene un formato válido."))
    }

    // MARK: - Helpers

    @MainActor private func makeSUT(
        email: String = "", password: String = "", file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: LoginViewModel, gateway: AuthGatewaySpy, successes: SuccessSpy) {
        let gateway = AuthGatewaySpy()
        let successes = SuccessSpy()
        let sut = LoginViewModel(useCase: LoginUseCase(gateway: gateway), onLoginSucceeded: successes.record)
        sut.email = email
        sut.password = password
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(gateway, file: file, line: line)
        trackForMemoryLeaks(successes, file: file, line: line)
        return (sut, gateway, successes)
    }

    /// Submits, waits until the request is in flight (state loading), completes it with `result`, and waits for the end.
    @MainActor private func submit(
        _ sut: LoginViewModel, completingWith result: Result<Session, any Error>, on gateway: AuthGatewaySpy,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        let submission = Task { await sut.submit() }
        await gateway.waitUntilPending()
        XCTAssertEqual(sut.state, .loading, file: file, line: line)
        await gateway.complete(with: result)
        await submission.boundedValue()
    }

    private func makeSession() throws -> Session {
        Session(token: AccessToken("any-token"), email: try Email("user@example.com"))
    }

    private struct UnexpectedError: Error {}
}

/// Records the sessions reported through `onLoginSucceeded`.
@MainActor private final class SuccessSpy {
    private(set) var sessions: [Session] = []

    func record(_ session: Session) {
        sessions.append(session)
    }
}
