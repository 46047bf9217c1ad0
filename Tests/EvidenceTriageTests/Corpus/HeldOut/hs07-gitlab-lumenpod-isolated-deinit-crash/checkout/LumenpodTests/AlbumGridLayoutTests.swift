import UIKit
import XCTest
@testable import Lumenpod

@MainActor
final class AlbumGridLayoutTests: XCTestCase {
    func testColumnCountOnCompactWidth() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let grid = AlbumGridViewController()
        window.rootViewController = grid
        window.makeKeyAndVisible()
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(grid.columnCount, 3)
    }
}
