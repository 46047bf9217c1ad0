//
//  ObservationLogTests.swift
//  OrreryTests
//

import Foundation
import Testing
@testable import Orrery

@Suite struct ObservationLogTests {
    @Test func appendKeepsEntry() {
        let log = ObservationLog()
        log.append("M31 acquired")
        #expect(log.snapshot == ["M31 acquired"])
    }

    @Test("Concurrent appends keep every entry")
    func concurrentAppendsKeepOrder() async {
        let log = ObservationLog()
        await withTaskGroup(of: Void.self) { group in
            for frame in 0..<200 {
                group.addTask { log.append("frame \(frame)") }
            }
        }
        #expect(log.snapshot.count == 200)
    }
}
