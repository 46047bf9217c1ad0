//
//  LaunchGateView.swift
//  Tidewater
//
//  First screen. Checks the minimum supported version before anything else.
//

import SwiftUI

struct LaunchGateView: View {
    @StateObject private var model = LaunchGateModel(client: .shared)

    var body: some View {
        Group {
            switch model.state {
            case .checking:
                ProgressView().accessibilityIdentifier("launch-gate.progress")
            case .forcedUpdate:
                ForcedUpdateView().accessibilityIdentifier("forced-update")
            case .ready:
                OnboardingView()
            }
        }
        .onAppear {
            // GET /v2/versions — runs as soon as the first view appears.
            model.checkMinimumVersion()
        }
    }
}
