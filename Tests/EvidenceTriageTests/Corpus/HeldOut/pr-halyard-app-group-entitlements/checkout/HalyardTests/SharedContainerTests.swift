//
//  SharedContainerTests.swift
//

import XCTest
@testable import Halyard

final class SharedContainerTests: XCTestCase {
    func testDraftsDirectoryIsInAppGroup() async throws {
        let fm = FileManager.default
        let container = try XCTUnwrap(fm.containerURL(forSecurityApplicationGroupIdentifier: "group.com.halyard.app"))
        XCTAssertTrue(DraftStore.shared.directory.path.hasPrefix(container.path))
    }

}
