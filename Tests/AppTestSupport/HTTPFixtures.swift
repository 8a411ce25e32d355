import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

/// The URL of `string`, failing the test (not crashing) when it is not one.
public func makeURL(_ string: String = "https://api.example.com/products", file: StaticString = #filePath, line: UInt = #line) throws -> URL {
    try XCTUnwrap(URL(string: string), file: file, line: line)
}

/// A request to `url` with `method` (nil: the loading system's default, GET).
public func makeRequest(_ method: String?, url: String = "https://api.example.com/products") throws -> URLRequest {
    var request = URLRequest(url: try makeURL(url))
    request.httpMethod = method
    return request
}

/// A response with `status` from `url` whose body names the status, so tests can tell responses apart.
public func makeResponse(status: Int, url: String = "https://api.example.com/products", file: StaticString = #filePath, line: UInt = #line) throws -> (Data, HTTPURLResponse) {
    try makeResponse(status: status, body: Data("status \(status)".utf8), url: url, file: file, line: line)
}

/// A response with `status` from `url` carrying `json` as its body.
public func makeResponse(status: Int, json: String, url: String, file: StaticString = #filePath, line: UInt = #line) throws -> (Data, HTTPURLResponse) {
    try makeResponse(status: status, body: Data(json.utf8), url: url, file: file, line: line)
}

private func makeResponse(status: Int, body: Data, url: String, file: StaticString, line: UInt) throws -> (Data, HTTPURLResponse) {
    let response = HTTPURLResponse(url: try makeURL(url, file: file, line: line), statusCode: status, httpVersion: nil, headerFields: nil)
    return (body, try XCTUnwrap(response, file: file, line: line))
}
