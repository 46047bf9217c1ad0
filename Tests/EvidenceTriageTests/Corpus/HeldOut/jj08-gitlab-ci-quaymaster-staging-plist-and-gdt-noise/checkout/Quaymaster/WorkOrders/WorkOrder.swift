//
//  WorkOrder.swift
//  Quaymaster
//

import Foundation

struct WorkOrder: Decodable, Identifiable {
    let id: String            // "WO-1042"
    let site: String
    let scheduledAt: Date     // API v3 renamed this to "scheduled_start"; still decoded as scheduledAt
    let priority: Priority

    enum Priority: String, Decodable { case routine, urgent, emergency }
}
