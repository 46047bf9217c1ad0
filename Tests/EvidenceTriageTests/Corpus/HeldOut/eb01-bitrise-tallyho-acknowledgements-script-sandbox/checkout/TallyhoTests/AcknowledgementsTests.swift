//
//  AcknowledgementsTests.swift
//  TallyhoTests
//
//  The Settings app shows "Acknowledgements" from Settings.bundle. The
//  LicensePlist build tool writes com.mono0926.LicensePlist.Output and the
//  "Copy acknowledgements" run script phase copies it into Settings.bundle.
//

import XCTest
@testable import Tallyho

final class AcknowledgementsTests: XCTestCase {

    private var settingsBundle: Bundle {
        get throws {
            let url = try XCTUnwrap(Bundle.main.url(forResource: "Settings", withExtension: "bundle"),
                                    "Settings.bundle is not in the built app")
            return try XCTUnwrap(Bundle(url: url))
        }
    }

    func testSettingsBundleListsPackageLicenses() throws {
        let bundle = try settingsBundle
        let plistURL = bundle.url(forResource: "com.mono0926.LicensePlist", withExtension: "plist")
        XCTAssertNotNil(plistURL, "LicensePlist output was not copied into Settings.bundle")
    }

    func testRootPaneLinksToAcknowledgements() throws {
        let bundle = try settingsBundle
        let root = try XCTUnwrap(bundle.url(forResource: "Root", withExtension: "plist"))
        let dict = try XCTUnwrap(NSDictionary(contentsOf: root) as? [String: Any])
        let specifiers = try XCTUnwrap(dict["PreferenceSpecifiers"] as? [[String: Any]])
        let files = specifiers.compactMap { $0["File"] as? String }
        XCTAssertTrue(files.contains("com.mono0926.LicensePlist"))
    }
}
