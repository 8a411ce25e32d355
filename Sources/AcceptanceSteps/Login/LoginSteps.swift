import Foundation
import BDDRuntime
import LoginDomain

/// The steps of `Features/login.feature`, in the words of the Login specification.
enum LoginSteps {
    static var library: StepLibrary {
        var steps = StepLibrary()
        arrangeCredentials(&steps)
        arrangeServerAndDevice(&steps)
        act(&steps)
        checkLocalValidation(&steps)
        checkServerConversation(&steps)
        checkOutcome(&steps)
        return steps
    }

    // MARK: - Given

    private static func arrangeCredentials(_ steps: inout StepLibrary) {
        steps.given("un usuario registrado con email {string}") { (world: LoginWorld, email: String) in
            world.email = email
            await world.backend.register(email: email, password: LoginWorld.registeredPassword, token: "token-\(email)")
        }
        steps.given("un usuario con email {string}") { (world: LoginWorld, email: String) in
            world.email = email
        }
        steps.given("un usuario con credenciales válidas") { (world: LoginWorld) in
            world.email = "user@example.com"
            world.password = LoginWorld.registeredPassword
            await world.backend.register(email: world.email, password: world.password, token: "token-user")
        }
        steps.given("un email válido {string}") { (world: LoginWorld, email: String) in
            try expect((try? Email(email)) != nil, "\"\(email)\" should be a valid email for this scenario")
            world.email = email
        }
        steps.given("un email con formato inválido {string}") { (world: LoginWorld, email: String) in
            try expect((try? Email(email)) == nil, "\"\(email)\" should be an invalid email for this scenario")
            world.email = email
        }
        steps.given("un password válido {string}") { (world: LoginWorld, password: String) in
            world.password = password
            // A registered user's valid password is the one the server knows.
            if await world.backend.registeredPassword(for: world.email) != nil {
                await world.backend.register(email: world.email, password: password, token: "token-\(world.email)")
            }
        }
        steps.given("un password incorrecto {string}") { (world: LoginWorld, password: String) in
            let registered = await world.backend.registeredPassword(for: world.email)
            try expect(registered != nil, "the user \(world.email) should be registered for this scenario")
            try expect(registered != password, "\"\(password)\" is the registered password, not an incorrect one")
            world.password = password
        }
        steps.given("un password {string}") { (world: LoginWorld, password: String) in
            world.password = password
        }
        steps.given("un password vacío {string}") { (world: LoginWorld, password: String) in
            try expectEqual(password, "", "an empty password is written \"\"")
            world.password = password
        }
    }

    private static func arrangeServerAndDevice(_ steps: inout StepLibrary) {
        steps.given("el dispositivo no tiene conexión a internet") { (world: LoginWorld) in
            await world.backend.goOffline()
        }
        steps.given("el sistema ha enviado las credenciales al servidor") { (world: LoginWorld) in
            await world.backend.holdLogins()
            world.inFlight = Task { await world.submit() }
            await world.backend.waitForRequests(count: 1)
        }
        steps.given("la respuesta del servidor todavía no ha llegado") { (world: LoginWorld) in
            let isHolding = await world.backend.isHoldingALogin
            try expect(isHolding, "the server should be holding the login request")
            try expect(world.inFlight != nil, "a login should be in flight")
        }
    }

    // MARK: - When

    private static func act(_ steps: inout StepLibrary) {
        steps.when("el usuario envía sus credenciales al sistema") { (world: LoginWorld) in
            await world.submit()
        }
        steps.when("el usuario intenta hacer login") { (world: LoginWorld) in
            await world.submit()
        }
        steps.when("el usuario cancela la operación de login") { (world: LoginWorld) in
            let login = try unwrap(world.inFlight, "no login is in flight to cancel")
            login.cancel()
            await login.value
        }
    }

    // MARK: - Then: local validation

    private static func checkLocalValidation(_ steps: inout StepLibrary) {
        steps.then("el sistema valida el formato del email localmente( \\(pasa\\))") { (world: LoginWorld) in
            let credentials = try await world.credentialsSentToGateway()
            try expectEqual(credentials.email, try Email(world.email), "the gateway should receive the validated email")
        }
        steps.then("el sistema valida que el password no está vacío( \\(pasa\\))") { (world: LoginWorld) in
            let credentials = try await world.credentialsSentToGateway()
            try expectEqual(credentials.password.value, world.password, "the gateway should receive the validated password")
            try expect(!credentials.password.value.isEmpty, "the password reached the gateway empty")
        }
        steps.then("el sistema detecta que el email no tiene formato válido") { (world: LoginWorld) in
            let error = try world.failure()
            try expect(error is Email.ValidationError, "Expected an email validation error, got \(String(reflecting: error))")
        }
        steps.then("el sistema detecta que el password está vacío") { (world: LoginWorld) in
            let error = try world.failure()
            try expect(error is Password.ValidationError, "Expected a password validation error, got \(String(reflecting: error))")
        }
        steps.then("NO se envía ninguna petición al servidor") { (world: LoginWorld) in
            let requests = await world.backend.requests
            try expect(requests.isEmpty, "Expected no request, the server received \(requests.map { "\($0.method) \($0.url)" })")
            let gatewayCalls = await world.gatewaySpy.receivedCredentials.count
            try expectEqual(gatewayCalls, 0, "calls to the gateway")
        }
    }

    // MARK: - Then: the conversation with the server

    private static func checkServerConversation(_ steps: inout StepLibrary) {
        steps.then("el sistema envía las credenciales al servidor de autenticación") { (world: LoginWorld) in
            let request = try await onlyLoginRequest(world)
            let body = try JSONDecoder().decode([String: String].self, from: try unwrap(request.body, "the login request has no body"))
            try expectEqual(body, ["email": world.email, "password": world.password], "the login request's body")
            try expectEqual(request.header("Content-Type"), "application/json")
        }
        steps.then("el sistema intenta enviar las credenciales al servidor") { (world: LoginWorld) in
            _ = try await onlyLoginRequest(world)
        }
        steps.then("la conexión falla porque no hay internet") { (world: LoginWorld) in
            let failed = await world.backend.failedForConnectivity
            try expectEqual(failed, 1, "requests that failed for lack of connection")
        }
        steps.then("el servidor responde con una sesión válida") { (world: LoginWorld) in
            let answers = await world.backend.loginStatuses
            try expectEqual(answers, [200], "the server's answers to the login")
        }
        steps.then("el servidor rechaza las credenciales") { (world: LoginWorld) in
            let answers = await world.backend.loginStatuses
            try expectEqual(answers, [401], "the server's answers to the login")
        }
        steps.then("el sistema cancela la petición de red en curso") { (world: LoginWorld) in
            let cancelled = await world.backend.cancelledRequests
            try expectEqual(cancelled, 1, "requests cancelled while in flight")
            let answers = await world.backend.loginStatuses
            try expectEqual(answers, [], "the server should never have answered")
        }
    }

    // MARK: - Then: what the caller gets

    private static func checkOutcome(_ steps: inout StepLibrary) {
        steps.then("el sistema devuelve la sesión al llamante") { (world: LoginWorld) in
            _ = try world.session()
        }
        steps.then("la sesión contiene un token de acceso") { (world: LoginWorld) in
            let session = try world.session()
            try expect(!session.token.value.isEmpty, "the session's token is empty")
            let issued = await world.backend.issuedTokens.last
            try expectEqual(session.token.value, issued, "the session's token")
        }
        steps.then("la sesión contiene el email del usuario autenticado") { (world: LoginWorld) in
            try expectEqual(try world.session().email, try Email(world.email), "the session's email")
        }
        steps.then("el sistema devuelve un error de tipo {word}") { (world: LoginWorld, kind: String) in
            let expected = try LoginErrorKind.named(kind)
            let error = try world.failure()
            try expect(expected.matches(error), "Expected an error of type \(kind), got \(String(reflecting: error))")
        }
        steps.then("no se crea ninguna sesión") { (world: LoginWorld) in
            if case .session(let session) = world.outcome {
                throw stepFailure("Expected no session, got one for \(session.email)")
            }
            try expect(world.outcome != nil, "the login never finished")
        }
        steps.then("no se devuelve ningún resultado \\(ni éxito ni error)") { (world: LoginWorld) in
            guard case .cancelled = world.outcome else {
                throw stepFailure("Expected no result, the login gave \(world.describe(world.outcome))")
            }
        }
    }

    // MARK: - Helpers

    private static func onlyLoginRequest(_ world: LoginWorld) async throws -> RecordedRequest {
        let url = LoginWorld.configuration.baseURL.appendingPathComponent("auth/login").absoluteString
        let logins = await world.backend.requests(method: "POST", url: url)
        try expectEqual(logins.count, 1, "POST \(url) requests")
        return logins[0]
    }
}
