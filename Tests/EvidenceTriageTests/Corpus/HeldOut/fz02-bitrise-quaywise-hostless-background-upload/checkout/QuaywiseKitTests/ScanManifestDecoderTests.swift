//
//  ScanManifestDecoderTests.swift
//  QuaywiseKitTests
//

import XCTest
@testable import QuaywiseKit

final class ScanManifestDecoderTests: XCTestCase {

    func testDecodesWholeSecondTimestamps() throws {
        let json = #"{"scan_id":"6F0B2C1E-8A4D-4E7B-9C3F-1D2E3F4A5B6C","page_count":2,"uploaded_at":"2026-10-21T13:58:07Z","ocr_status":"queued"}"#
        let manifest = try ScanManifestDecoder.decode(Data(json.utf8))
        XCTAssertEqual(manifest.pageCount, 2)
    }

    /// The upload service moved to a Go backend in 2026.10 and now emits RFC 3339 with
    /// fractional seconds, e.g. "2026-10-21T13:58:07.412Z" (captured from staging).
    func testDecodesServerTimestampsWithFractionalSeconds() throws {
        let json = #"{"scan_id":"6F0B2C1E-8A4D-4E7B-9C3F-1D2E3F4A5B6C","page_count":2,"uploaded_at":"2026-10-21T13:58:07.412Z","ocr_status":"queued"}"#
        XCTAssertNoThrow(try ScanManifestDecoder.decode(Data(json.utf8)))
        let manifest = try ScanManifestDecoder.decode(Data(json.utf8))
        XCTAssertEqual(manifest.uploadedAt.timeIntervalSince1970, 1_792_591_087.412, accuracy: 0.001)
    }
}
