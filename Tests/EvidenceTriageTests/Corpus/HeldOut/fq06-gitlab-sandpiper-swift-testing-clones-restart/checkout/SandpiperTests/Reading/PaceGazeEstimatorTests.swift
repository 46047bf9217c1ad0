//
//  PaceGazeEstimatorTests.swift
//  SandpiperTests
//

import CoreGraphics
import Testing
@testable import Sandpiper

@MainActor
@Suite("Pace gaze estimator")
struct PaceGazeEstimatorTests {

    let page = CGRect(x: 0, y: 0, width: 390, height: 700)

    @Test func testStartClearsPreviousEstimate() async throws {
        let estimator = PaceGazeEstimator()
        estimator.start(page: page, lines: 15, wordsPerLine: 9)
        try await Task.sleep(for: .milliseconds(300))
        estimator.start(page: page, lines: 15, wordsPerLine: 9)
        #expect(estimator.estimatedGaze == nil)
        estimator.stop()
    }

    @Test func testFirstEstimateIsOnFirstLine() async throws {
        let estimator = PaceGazeEstimator()
        estimator.start(page: page, lines: 15, wordsPerLine: 9)
        try await Task.sleep(for: .milliseconds(300))
        #expect(estimator.estimatedGaze?.line == 0)
        estimator.stop()
    }

    @Test func testEstimatedGazeLTRDirection() async throws {
        let estimator = PaceGazeEstimator()
        estimator.layoutDirection = .leftToRight
        estimator.start(page: page, lines: 15, wordsPerLine: 9)
        try await Task.sleep(for: .milliseconds(300))

        let firstGaze = estimator.estimatedGaze
        #expect(firstGaze != nil)
        #expect(firstGaze!.screenPosition.x < page.midX)
        estimator.stop()
    }

    @Test func testEstimatedGazeRTLDirection() async throws {
        let estimator = PaceGazeEstimator()
        estimator.layoutDirection = .rightToLeft
        estimator.start(page: page, lines: 15, wordsPerLine: 9)
        // One timer tick (0.25 s) plus the main-actor hop.
        try await Task.sleep(for: .milliseconds(300))

        let firstGaze = estimator.estimatedGaze
        #expect(firstGaze != nil)
        #expect(firstGaze!.screenPosition.x > page.midX)
        estimator.stop()
    }
}
