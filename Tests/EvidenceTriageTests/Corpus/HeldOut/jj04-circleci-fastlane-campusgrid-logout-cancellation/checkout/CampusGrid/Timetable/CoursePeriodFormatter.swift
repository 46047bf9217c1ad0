//
//  CoursePeriodFormatter.swift
//  CampusGrid
//

import Foundation

enum CoursePeriodFormatter {
    static func range(start: Int, end: Int) -> String {
        start == end ? "Period \(start)" : "Periods \(start)-\(end)"
    }
}
