import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Platform

/// The app's server as the scenarios describe it, behind the real `HTTPClient` port.
///
/// It answers `POST /auth/login` from a table of registered users and `GET /products` from a script of
/// replies, records every request, can lose the internet connection, and can hold a login until the caller
/// cancels it. Steps arrange it in `Given`, and read what it saw in `Then`.
actor FakeBackend: HTTPClient {
    /// One scripted answer to `GET /products`.
    struct Reply: Sendable {
        let status: Int
        let body: Data
    }

    private struct Account {
        let password: String
        let token: String
    }

    private var accounts: [String: Account] = [:]
    private var productReplies: [Reply] = []
    private var isOffline = false
    private var holdsLogins = false
    private var heldLogin: CheckedContinuation<Void, any Error>?
    private var requestWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Every request that reached the backend, in order.
    private(set) var requests: [RecordedRequest] = []
    /// The status of every login answered, in order.
    private(set) var loginStatuses: [Int] = []
    /// The tokens issued to successful logins, in order.
    private(set) var issuedTokens: [String] = []
    /// Requests that failed because the device had no connection.
    private(set) var failedForConnectivity = 0
    /// Held logins whose caller cancelled them.
    private(set) var cancelledRequests = 0

    func register(email: String, password: String, token: String) {
        accounts[email] = Account(password: password, token: token)
    }

    func registeredPassword(for email: String) -> String? {
        accounts[email]?.password
    }

    func goOffline() {
        isOffline = true
    }

    func holdLogins() {
        holdsLogins = true
    }

    var isHoldingALogin: Bool {
        heldLogin != nil
    }

    /// Replies to `GET /products` in this order; the last one repeats.
    func scriptProducts(_ replies: [Reply]) {
        productReplies = replies
    }

    /// Returns once at least `count` requests have arrived.
    func waitForRequests(count: Int) async {
        guard requests.count < count else { return }
        await withCheckedContinuation { requestWaiters.append((count, $0)) }
    }

    func requests(method: String, url: String) -> [RecordedRequest] {
        requests.filter { $0.method == method && $0.url == url }
    }

    func execute(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let recorded = RecordedRequest(request)
        record(recorded)
        if isOffline {
            failedForConnectivity += 1
            throw URLError(.notConnectedToInternet)
        }
        switch (recorded.method, recorded.path) {
        case ("POST", "/auth/login"):
            if holdsLogins { try await holdUntilCancelled() }
            return try respondToLogin(recorded)
        case ("GET", "/products"):
            return try respondWithProducts(recorded)
        default:
            return try response(404, Data(), for: recorded)
        }
    }

    // MARK: - Answers

    private func respondToLogin(_ request: RecordedRequest) throws -> (Data, HTTPURLResponse) {
        struct LoginBody: Decodable { let email: String; let password: String }
        guard let body = request.body, let credentials = try? JSONDecoder().decode(LoginBody.self, from: body) else {
            loginStatuses.append(400)
            return try response(400, Data(), for: request)
        }
        guard let account = accounts[credentials.email], account.password == credentials.password else {
            loginStatuses.append(401)
            return try response(401, Data(#"{"error":"invalid_credentials"}"#.utf8), for: request)
        }
        loginStatuses.append(200)
        issuedTokens.append(account.token)
        let json = try JSONEncoder().encode(["token": account.token])
        return try response(200, json, for: request)
    }

    private func respondWithProducts(_ request: RecordedRequest) throws -> (Data, HTTPURLResponse) {
        guard let reply = productReplies.first else { return try response(200, Data("[]".utf8), for: request) }
        if productReplies.count > 1 { productReplies.removeFirst() }
        return try response(reply.status, reply.body, for: request)
    }

    private func response(_ status: Int, _ body: Data, for request: RecordedRequest) throws -> (Data, HTTPURLResponse) {
        guard let url = URL(string: request.url),
              let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)
        else { throw URLError(.badURL) }
        return (body, response)
    }

    // MARK: - Holding a login

    private func holdUntilCancelled() async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { heldLogin = $0 }
        } onCancel: {
            Task { await self.cancelHeldLogin() }
        }
    }

    private func cancelHeldLogin() {
        guard let heldLogin else { return }
        self.heldLogin = nil
        cancelledRequests += 1
        heldLogin.resume(throwing: URLError(.cancelled))
    }

    private func record(_ request: RecordedRequest) {
        requests.append(request)
        let ready = requestWaiters.filter { requests.count >= $0.count }
        requestWaiters.removeAll { requests.count >= $0.count }
        for waiter in ready { waiter.continuation.resume() }
    }
}
