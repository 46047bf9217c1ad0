//
//  BackgroundUploadClientTests.swift
//  QuillfeatherTests
//

import XCTest
@testable import Quillfeather

final class BackgroundUploadClientTests: XCTestCase {
    private var stagingDirectory: URL!

    override func setUpWithError() throws {
        stagingDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("BackgroundUploadClientTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: stagingDirectory, withIntermediateDirectories: true)
    }

    func testSessionIsBackgroundConfigured() {
        let client = BackgroundUploadClient(identifier: "com.quillfeather.backup.uploads.tests", delegate: nil)
        XCTAssertEqual(client.session.configuration.identifier, "com.quillfeather.backup.uploads.tests")
        XCTAssertTrue(client.session.configuration.sessionSendsLaunchEvents)
    }

    func testStartUploadReturnsTaskIdentifier() throws {
        let client = BackgroundUploadClient(identifier: "com.quillfeather.backup.uploads.tests", delegate: nil)
        let file = stagingDirectory.appendingPathComponent("IMG_0005.multipart")
        try Data("--boundary\r\n".utf8).write(to: file)
        var request = URLRequest(url: URL(string: "https://upload.quillfeather.test/v2/assets")!)
        request.httpMethod = "POST"

        let identifier = client.startUpload(file: file, request: request)

        XCTAssertGreaterThanOrEqual(identifier, 0)
        client.session.invalidateAndCancel()
    }
}
