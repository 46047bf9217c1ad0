//
//  VaultImportTests.swift
//

import XCTest
@testable import Lockbox

final class VaultImportTests: XCTestCase {
    func testImportFromPhotoLibraryRequestsAccess() async throws {
        let importer = PhotoVaultImporter(library: .shared())
        let status = await importer.requestAuthorization()
        XCTAssertNotEqual(status, .notDetermined)
    }

}
