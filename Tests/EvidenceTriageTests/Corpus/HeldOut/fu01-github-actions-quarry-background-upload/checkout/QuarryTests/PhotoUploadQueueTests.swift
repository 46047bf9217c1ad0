//
//  PhotoUploadQueueTests.swift
//  QuarryTests
//

import XCTest
@testable import QuarryKit

final class PhotoUploadQueueTests: XCTestCase {
    private var provider: BackgroundUploadSession!

    override func setUp() {
        super.setUp()
        provider = BackgroundUploadSession()
    }

    override func tearDown() {
        provider.session.invalidateAndCancel()
        provider = nil
        super.tearDown()
    }

    func testEnqueueInMemoryPhotoCreatesBackgroundTask() throws {
        let queue = PhotoUploadQueue(provider: provider,
                                     endpoint: URL(string: "https://uploads.quarry.test/v2/photos")!)
        let photo = PendingPhoto(surveyID: "SV-2291", filename: "face-north.jpg",
                                 jpegData: Data(repeating: 0xFF, count: 4_096))

        let task = try queue.enqueue(photo)

        XCTAssertEqual(queue.inFlight[task.taskIdentifier], photo)
        XCTAssertEqual(task.state, .running)
    }

    func testBackgroundSessionIdentifierIsStable() {
        XCTAssertEqual(provider.session.configuration.identifier, "com.quarryapp.field.photo-upload")
    }
}
