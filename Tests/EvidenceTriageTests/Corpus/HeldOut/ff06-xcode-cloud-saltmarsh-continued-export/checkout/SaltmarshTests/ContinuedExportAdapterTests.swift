//
//  ContinuedExportAdapterTests.swift
//  SaltmarshTests
//

import Foundation
import Testing
@testable import Saltmarsh

@Suite struct ContinuedExportAdapterTests {
    let directory: URL = FileManager.default.temporaryDirectory
        .appendingPathComponent("ContinuedExportAdapterTests-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    @Test func successfulExportMovesFileIntoPlace() async throws {
        let task = FakeContinuedTask()
        let adapter = ContinuedExportAdapter(exporter: FakeExporter(steps: 4), outputDirectory: directory)
        await adapter.run(clip: ClipID(rawValue: "clip-7"), task: task)
        #expect(task.completed == true)
        #expect(FileManager.default.fileExists(atPath: adapter.finalURL(for: ClipID(rawValue: "clip-7")).path))
    }

    @Test func progressReachesTotalUnitCount() async throws {
        let task = FakeContinuedTask()
        let adapter = ContinuedExportAdapter(exporter: FakeExporter(steps: 4), outputDirectory: directory)
        await adapter.run(clip: ClipID(rawValue: "clip-8"), task: task)
        #expect(task.progress.completedUnitCount == task.progress.totalUnitCount)
    }

    /// The system expires the continued task (user tapped Stop in the Live
    /// Activity). The half-written .partial must not be left in Exports/.
    @Test func expirationRemovesPartialExportFile() async throws {
        let task = FakeContinuedTask()
        let exporter = FakeExporter(steps: 10, expireAfterStep: 3, task: task)
        let adapter = ContinuedExportAdapter(exporter: exporter, outputDirectory: directory)
        let clip = ClipID(rawValue: "clip-9")

        await adapter.run(clip: clip, task: task)

        #expect(task.completed == false)
        #expect(!FileManager.default.fileExists(atPath: adapter.partialURL(for: clip).path))
    }
}
