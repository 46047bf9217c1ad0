//
//  TestEnvironment.swift
//  SablewoodTests
//
//  Values the Sablewood scheme's Test action passes in (Edit Scheme ▸ Test ▸
//  Arguments ▸ Environment Variables). CI starts the stub server on 4011
//  before running xcodebuild.
//

import Foundation
import XCTest

enum TestEnvironment {
    static func stubServerURL(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let raw = try XCTUnwrap(ProcessInfo.processInfo.environment["SABLEWOOD_STUB_SERVER"],
                                "set SABLEWOOD_STUB_SERVER in the scheme's Test action", file: file, line: line)
        return try XCTUnwrap(URL(string: raw), file: file, line: line)
    }

    static func fixturesDirectory(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let raw = try XCTUnwrap(ProcessInfo.processInfo.environment["SABLEWOOD_FIXTURES"],
                                "set SABLEWOOD_FIXTURES in the scheme's Test action", file: file, line: line)
        return URL(fileURLWithPath: raw, isDirectory: true)
    }
}
