//
//  UploadProgressViewModelTests.swift
//  QuarryTests
//

import XCTest
@testable import QuarryKit

@MainActor
final class UploadProgressViewModelTests: XCTestCase {
    func testProgressIsClampedToOne() {
        let model = UploadProgressViewModel()
        model.update(sent: 2_000, expected: 1_000)
        XCTAssertEqual(model.fractionCompleted, 1)
    }

    func testProgressReachesOneAfterCompletion() async {
        let model = UploadProgressViewModel()
        model.update(sent: 970, expected: 1_000)
        model.didComplete()
        await Task.yield()
        XCTAssertEqual(model.fractionCompleted, 1)
    }
}
