//
//  PaceGazeEstimator.swift
//  Sandpiper
//
//  Fallback "where is the reader looking" estimate for devices without
//  face tracking: assumes a steady reading pace and walks down the page.
//

import Foundation
import CoreGraphics
import Observation

@MainActor
@Observable
final class PaceGazeEstimator {

    struct Gaze: Equatable {
        var screenPosition: CGPoint
        var line: Int
    }

    /// Latest estimate; nil until the first tick after `start(page:)`.
    private(set) var estimatedGaze: Gaze?

    var wordsPerMinute: Double = 140 { didSet { recalculateRate() } }
    var layoutDirection: LayoutDirection = .leftToRight

    private var pageFrame: CGRect = .zero
    private var linesPerPage = 15
    private var wordsPerLine = 9.0
    private var headerOffset: CGFloat = 44
    private var secondsPerLine: TimeInterval = 3.86
    private var pageStartedAt: Date?
    private var timer: Timer?

    enum LayoutDirection { case leftToRight, rightToLeft }

    func start(page frame: CGRect, lines: Int, wordsPerLine: Double) {
        pageFrame = frame
        linesPerPage = lines
        self.wordsPerLine = wordsPerLine
        recalculateRate()
        pageStartedAt = Date()
        estimatedGaze = nil

        timer?.invalidate()
        // Drive updates from a 0.25 s timer on the main run loop; the timer
        // body hops onto the main actor before publishing.
        let timer = Timer(timeInterval: 0.25, repeats: true) { [weak self] _ in
            Task { @MainActor in self?.updateEstimatedGaze() }
        }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }

    private func recalculateRate() {
        secondsPerLine = wordsPerLine / (wordsPerMinute / 60)
    }

    private func updateEstimatedGaze() {
        guard let started = pageStartedAt else { return }
        let elapsed = Date().timeIntervalSince(started)
        // Y is a step function: it advances one line every `secondsPerLine`.
        let estimatedLine = min(linesPerPage - 1, Int(elapsed / secondsPerLine))
        let lineHeight = (pageFrame.height - headerOffset) / CGFloat(linesPerPage)
        let screenY = pageFrame.minY + headerOffset + (CGFloat(estimatedLine) + 0.5) * lineHeight
        let screenX = layoutDirection == .rightToLeft ? pageFrame.maxX - 24 : pageFrame.minX + 24
        estimatedGaze = Gaze(screenPosition: CGPoint(x: screenX, y: screenY), line: estimatedLine)
    }
}
