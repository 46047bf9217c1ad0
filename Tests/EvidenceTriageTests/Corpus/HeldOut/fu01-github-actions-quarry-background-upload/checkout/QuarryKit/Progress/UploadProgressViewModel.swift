//
//  UploadProgressViewModel.swift
//  QuarryKit
//

import Foundation
import Combine

@MainActor
public final class UploadProgressViewModel: ObservableObject {
    @Published public private(set) var fractionCompleted: Double = 0

    public init() {}

    public func update(sent: Int64, expected: Int64) {
        guard expected > 0 else { return }
        fractionCompleted = min(1, Double(sent) / Double(expected))
    }

    public func didComplete() {
        Task { @MainActor in self.fractionCompleted = 1 }
    }
}
