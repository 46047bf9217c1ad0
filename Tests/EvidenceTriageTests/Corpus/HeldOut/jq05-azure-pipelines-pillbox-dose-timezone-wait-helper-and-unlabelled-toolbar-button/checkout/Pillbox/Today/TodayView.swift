import SwiftUI

struct TodayView: View {
    @State private var showingQuickLog = false
    let doses: [ScheduledDose]

    var body: some View {
        NavigationStack {
            DoseTimeline(doses: doses)
                .navigationTitle("Today")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        // 2.6: icon-only toolbar button replaces the "Log dose" text button.
                        Button { showingQuickLog = true } label: {
                            Image(systemName: "plus.circle.fill")
                        }
                    }
                }
                .sheet(isPresented: $showingQuickLog) { QuickLogSheet() }
        }
    }
}
