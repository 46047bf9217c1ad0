//
//  PerformanceMonitor.swift
//  Fernhill
//
//  Receives MetricKit's daily metric and diagnostic payloads and forwards
//  hang/crash diagnostics to our telemetry endpoint.
//
//  The app target builds with SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor.
//

import Foundation
import MetricKit
import os

final class PerformanceMonitor: NSObject, MXMetricManagerSubscriber {
    static let shared = PerformanceMonitor()
    private let log = Logger(subsystem: "com.fernhill.run", category: "Metrics")
    private(set) var receivedMetricBatches = 0

    func start() {
        MXMetricManager.shared.add(self)
    }

    func didReceive(_ payloads: [MXMetricPayload]) {
        receivedMetricBatches += 1
        log.info("metric payloads: \(payloads.count)")
        Telemetry.shared.enqueue(metrics: payloads.map { $0.jsonRepresentation() })
    }

    func didReceive(_ payloads: [MXDiagnosticPayload]) {
        log.info("diagnostic payloads: \(payloads.count)")
        Telemetry.shared.enqueue(diagnostics: payloads.map { $0.jsonRepresentation() })
    }
}
