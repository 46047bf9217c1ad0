//
//  ExperimentalGazeProgressionTests.swift
//  SandpiperTests
//
//  Known issue: PaceGazeEstimator.estimatedGaze does not advance down the
//  page as time passes: screenPosition.y holds its initial value regardless
//  of elapsed time or wordsPerMinute. Tracked in READ-412.
//

import CoreGraphics
import Testing
@testable import Sandpiper

@MainActor
@Suite("Experimental gaze progression", .tags(.experimental))
struct ExperimentalGazeProgressionTests {

    @Test func gazeAdvancesDownThePageOverTime() async throws {
        let estimator = PaceGazeEstimator()
        estimator.wordsPerMinute = 600 // ~0.9 s per line
        estimator.start(page: CGRect(x: 0, y: 0, width: 390, height: 700), lines: 15, wordsPerLine: 9)
        defer { estimator.stop() }

        await withKnownIssue("READ-412: gaze y does not progress with elapsed time") {
            let start = try #require(estimator.estimatedGaze)
            try await Task.sleep(for: .milliseconds(1000))
            let later = try #require(estimator.estimatedGaze)
            #expect(later.screenPosition.y > start.screenPosition.y)
        }
    }
}
