import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
import AppComposition
import AppTestSupport

func makeConfiguration(file: StaticString = #filePath, line: UInt = #line) throws -> AppConfiguration {
    AppConfiguration(baseURL: try XCTUnwrap(URL(string: "https://api.example.com/v1"), file: file, line: line))
}

func response(_ status: Int, json: String, file: StaticString = #filePath, line: UInt = #line) throws -> (Data, HTTPURLResponse) {
    try makeResponse(status: status, json: json, url: "https://api.example.com/v1", file: file, line: line)
}

let productsJSON = #"[{"id": "1", "name": "Camiseta", "price": 29.99, "currency": "EUR", "image_url": "https://example.com/1.png"}]"#
