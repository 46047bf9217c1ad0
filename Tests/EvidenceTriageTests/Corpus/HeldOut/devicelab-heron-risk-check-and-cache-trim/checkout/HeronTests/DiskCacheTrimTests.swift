import UIKit
import XCTest
@testable import Heron

final class DiskCacheTrimTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func testTrimRemovesLeastRecentlyUsedFirst() throws {
        let cache = DiskCache(directory: directory, application: FakeBackgroundTaskApplication(nextIdentifier: 3))
        try cache.write(Data(count: 10), key: "a"); try cache.write(Data(count: 10), key: "b")
        _ = try cache.read("a")
        cache.trimToSize(10)
        XCTAssertEqual(try cache.keys(), ["a"])
    }

    func testExpirationEndsTheBackgroundTaskItBegan() throws {
        let app = FakeBackgroundTaskApplication(nextIdentifier: 7)
        let cache = DiskCache(directory: directory, application: app)
        try cache.write(Data(count: 4096), key: "tile-12-2144-1376")

        cache.trimToSize(0)           // begins background task #7 for the trim
        app.fireExpiration()          // the system runs out of background time

        XCTAssertEqual(app.endedIdentifiers, [UIBackgroundTaskIdentifier(rawValue: 7)])
    }
}
