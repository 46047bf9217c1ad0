//
//  PhotoPickerUITests.swift
//  QuillfeatherUITests
//

import XCTest

final class PhotoPickerUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-seedPhotoLibrary", "3"]
        app.launch()
    }

    func testEmptyLibraryShowsOnboarding() throws {
        app.terminate()
        app.launchArguments = ["-uiTesting", "-seedPhotoLibrary", "0"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Nothing to back up yet"].waitForExistence(timeout: 5))
    }

    func testSelectingThreePhotosShowsUploadBadge() throws {
        app.buttons["Add photos"].tap()
        let picker = app.otherElements["photo-picker-grid"]
        XCTAssertTrue(picker.waitForExistence(timeout: 10))

        picker.images["IMG_0001"].tap()
        picker.images["IMG_0002"].tap()
        picker.images["IMG_0003"].tap()
        app.buttons["Back up 3"].tap()

        let badge = app.staticTexts["upload-badge"]
        XCTAssertTrue(badge.waitForExistence(timeout: 10))
        XCTAssertEqual(badge.label, "3")
    }
}
