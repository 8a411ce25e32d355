import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers every request of a session configured with it, without touching the network.
///
/// Register it only on an ephemeral configuration's `protocolClasses` (never globally) and call
/// `removeStub()` after each test. `observeRequests` sees each request as the loading system hands it over.
final class URLProtocolStub: URLProtocol {
    private struct Stub {
        let data: Data?
        let response: URLResponse?
        let error: (any Error)?
        let neverCompletes: Bool
        let onStart: ((URLRequest) -> Void)?
        let onStop: (() -> Void)?
    }

    private final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var stub: Stub?

        var current: Stub? {
            get { lock.withLock { stub } }
            set { lock.withLock { stub = newValue } }
        }
    }

    private static let storage = Storage()

    static func stub(data: Data?, response: URLResponse?, error: (any Error)?, observeRequests: ((URLRequest) -> Void)? = nil) {
        storage.current = Stub(data: data, response: response, error: error, neverCompletes: false, onStart: observeRequests, onStop: nil)
    }

    /// Starts loading but never answers, so only cancellation can end the request.
    static func stubNeverCompleting(onStart: @escaping (URLRequest) -> Void, onStop: @escaping () -> Void) {
        storage.current = Stub(data: nil, response: nil, error: nil, neverCompletes: true, onStart: onStart, onStop: onStop)
    }

    static func removeStub() {
        storage.current = nil
    }

    static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [URLProtocolStub.self]
        return URLSession(configuration: configuration)
    }

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let stub = Self.storage.current else { return }
        stub.onStart?(request)
        guard !stub.neverCompletes else { return }
        if let response = stub.response {
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        }
        if let data = stub.data {
            client?.urlProtocol(self, didLoad: data)
        }
        if let error = stub.error {
            client?.urlProtocol(self, didFailWithError: error)
        } else {
            client?.urlProtocolDidFinishLoading(self)
        }
    }

    override func stopLoading() {
        Self.storage.current?.onStop?()
    }
}
