import SwiftUI

struct TodayView: View {
    @StateObject var model: TodayModel
    @Environment(\.scenePhase) private var phase

    var body: some View {
        List(model.doses) { DoseRow(dose: $0) }
            .navigationTitle("Today")
            .onChange(of: phase) { newPhase in
                if newPhase == .active { model.reload() }
            }
    }
}
