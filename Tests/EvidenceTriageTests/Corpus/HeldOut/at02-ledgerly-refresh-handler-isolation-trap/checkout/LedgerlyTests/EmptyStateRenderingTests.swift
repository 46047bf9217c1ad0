import XCTest
import SwiftUI
@testable import Ledgerly

final class EmptyStateRenderingTests: XCTestCase {

    func testEmptyStateShowsTitle() throws {
        let host = HostedView(EmptyStateView())
        host.settle(milliseconds: 300)
        let labels = host.accessibilityLabels()
        XCTAssertTrue(labels.contains("No subscriptions yet"), "labels=\(labels) \(host.diagnostics)")
    }

    func testEmptyStateIsNotBlank() throws {
        let host = HostedView(EmptyStateView())
        host.settle(milliseconds: 300)
        XCTAssertFalse(host.isVisuallyBlank)
    }
}
