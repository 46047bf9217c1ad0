//
//  ShareExtensionSessionTests.swift
//  FerrousTests
//
//  Loads the BUILT FerrousShare.appex from the test host's PlugIns folder.
//

import XCTest
@testable import Ferrous

final class ShareExtensionSessionTests: XCTestCase {
    private func shareExtensionBundle() throws -> Bundle {
        let url = try XCTUnwrap(Bundle.main.builtInPlugInsURL?.appendingPathComponent("FerrousShare.appex"))
        return try XCTUnwrap(Bundle(url: url))
    }

    func testExtensionSessionUsesSharedContainer() throws {
        let config = ExtensionUploadSession.makeConfiguration(bundle: try shareExtensionBundle())
        XCTAssertEqual(config.sharedContainerIdentifier, "group.com.ferrous.field")
    }

    func testExtensionSessionIdentifierIsUnique() throws {
        let bundle = try shareExtensionBundle()
        XCTAssertNotEqual(ExtensionUploadSession.makeConfiguration(bundle: bundle).identifier,
                          ExtensionUploadSession.makeConfiguration(bundle: bundle).identifier)
    }
}
