/// What makes `XCTAssert…` and `XCTFail` inside steps count: the `BDDXCTest` product's conformer, found at run time
/// by its type name, so the `BDD` product never links XCTest.
///
/// XCTest drops an assertion made outside a running XCTest case, so the source keeps a case of its own current
/// while steps run and hands what it records to `IssueSink.record(_:)`.
public protocol XCTestIssueSource: Sendable {
    /// Starts hearing XCTest's assertions in this process; false when this platform's XCTest gives no way to.
    static func install() -> Bool

    /// Called before each step or hook body runs, so that the source can make its case current again if XCTest
    /// made another one current (and then none) since.
    static func willRunBody()
}
