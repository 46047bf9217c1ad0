//
//  HKObserverQueryMock.swift
//  GlimmerKitHostedTests
//
//  Same shape as LoopKit/LoopKitHostedTests/HKObserverQueryMock.swift.
//

import Foundation
import HealthKit

class HKObserverQueryMock: HKObserverQuery {
    let updateHandler: (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, Error?) -> Void

    override init(sampleType: HKSampleType, predicate: NSPredicate?, updateHandler: @escaping (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, Error?) -> Void) {
        self.updateHandler = updateHandler
        super.init(sampleType: sampleType, predicate: predicate, updateHandler: updateHandler)
    }
}
