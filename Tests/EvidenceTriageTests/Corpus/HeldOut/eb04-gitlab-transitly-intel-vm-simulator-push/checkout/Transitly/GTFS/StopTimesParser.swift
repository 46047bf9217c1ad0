//
//  StopTimesParser.swift
//  Transitly
//
//  GTFS stop_times.txt: times are "service day" times and may exceed 24:00:00.
//

import Foundation

struct StopTime: Equatable {
    let tripID: String
    let stopID: String
    let secondsAfterServiceDayStart: Int
}

enum StopTimesParser {
    static func seconds(from hhmmss: String) -> Int? {
        let parts = hhmmss.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        // BUG: wraps 25:10:00 to 01:10:00, losing the "next calendar day" part of the service day.
        return (parts[0] % 24) * 3600 + parts[1] * 60 + parts[2]
    }

    static func parse(line: String) -> StopTime? {
        let cols = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard cols.count >= 4, let s = seconds(from: cols[1]) else { return nil }
        return StopTime(tripID: cols[0], stopID: cols[3], secondsAfterServiceDayStart: s)
    }
}
