import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

func makeURL(_ string: String = "https://api.example.com/products", file: StaticString = #filePath, line: UInt = #line) throws -> URL {
    try XCTUnwrap(URL(string: string), file: file, line: line)
}

func makeRequest(_ method: String?, url: String = "https://api.example.com/products") throws -> URLRequest {
    var request = URLRequest(url: try makeURL(url))
    request.httpMethod = method
    return request
}

func makeResponse(status: Int, url: String = "https://api.example.com/products", file: StaticString = #filePath, line: UInt = #line) throws -> (Data, HTTPURLResponse) {
    let response = HTTPURLResponse(url: try makeURL(url), statusCode: status, httpVersion: nil, headerFields: nil)
    return (Data("status \(status)".utf8), try XCTUnwrap(response, file: file, line: line))
}
