//
//  ShowNotesSanitizerTests.swift
//  OttersbyTests
//

import XCTest
@testable import Ottersby

final class ShowNotesSanitizerTests: XCTestCase {
    func testStripsTags() {
        XCTAssertEqual(ShowNotesSanitizer.previewText(fromHTML: "<p>Hello <b>there</b></p>"), "Hello there")
    }

    func testJoinsParagraphs() {
        XCTAssertEqual(ShowNotesSanitizer.previewText(fromHTML: "<p>One</p><p>Two</p>"), "One Two")
    }

    func testInlineImageBecomesPhotoLabel() {
        // 1x1 PNG so the importer has real image data to attach.
        let png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
        let html = "<p>New episode! <img src=\"data:image/png;base64,\(png)\"> Listen now</p>"
        XCTAssertEqual(ShowNotesSanitizer.previewText(fromHTML: html), "New episode! [photo] Listen now")
    }

    func testKeepsPlainTextUntouched() {
        XCTAssertEqual(ShowNotesSanitizer.previewText(fromHTML: "just text"), "just text")
    }
}
