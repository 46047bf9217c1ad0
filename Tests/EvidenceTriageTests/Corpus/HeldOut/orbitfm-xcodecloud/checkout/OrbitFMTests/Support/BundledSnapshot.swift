//
//  BundledSnapshot.swift
//  OrbitFMTests
//
//  Xcode Cloud runs `test-without-building` on a machine that has the test
//  products but not the repository, so reference images must be copied into
//  the test bundle ("Snapshots" folder reference in Copy Bundle Resources).
//  Locally we fall back to the __Snapshots__ folder next to the test file.
//

import SnapshotTesting
import XCTest

private final class BundleToken {}

func assertBundledSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    let suite = URL(fileURLWithPath: "\(file)").deletingPathExtension().lastPathComponent
    let bundled = Bundle(for: BundleToken.self).resourceURL?
        .appendingPathComponent("Snapshots/__Snapshots__/\(suite)", isDirectory: true)
    let directory = bundled.flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0.path : nil }

    let failure = verifySnapshot(of: try value(), as: strategy, named: name,
                                 snapshotDirectory: directory,
                                 file: file, testName: testName, line: line)
    if let failure {
        XCTFail(failure, file: file, line: line)
    }
}
