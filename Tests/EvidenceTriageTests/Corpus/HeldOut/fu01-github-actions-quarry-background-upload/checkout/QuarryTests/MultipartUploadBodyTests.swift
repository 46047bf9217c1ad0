//
//  MultipartUploadBodyTests.swift
//  QuarryTests
//

import XCTest
@testable import QuarryKit

final class MultipartUploadBodyTests: XCTestCase {
    private var workDir: URL!

    override func setUpWithError() throws {
        workDir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workDir)
    }

    func testInMemoryBodyContainsFormFields() {
        let writer = MultipartBodyWriter(boundary: "b")
        let photo = PendingPhoto(surveyID: "SV-7", filename: "a.jpg", jpegData: Data([1, 2, 3]))
        let body = String(decoding: writer.body(for: photo), as: UTF8.self)
        XCTAssertTrue(body.contains("name=\"survey_id\""))
    }

    func testBackgroundUploadFileContainsFormFields() throws {
        let writer = MultipartBodyWriter(boundary: "b")
        let photo = PendingPhoto(surveyID: "SV-7", filename: "a.jpg", jpegData: Data([1, 2, 3]))
        let staged = workDir.appendingPathComponent("staged.jpg")
        try photo.jpegData.write(to: staged)

        let fileURL = try writer.writeBackgroundBody(for: photo, stagedPhotoURL: staged, to: workDir)
        let uploaded = String(decoding: try Data(contentsOf: fileURL), as: UTF8.self)

        XCTAssertTrue(uploaded.contains("name=\"survey_id\""), "upload file handed to the background session has no survey_id part")
        XCTAssertTrue(uploaded.hasSuffix("--b--\r\n"), "upload file is not a terminated multipart body")
    }
}
