import AppIntents
import SwiftUI
import WidgetKit

@available(iOS 18.0, *)
struct ToggleRecordingControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.quaverlabs.quaver.toggle-recording") {
            ControlWidgetButton(action: ToggleRecordingIntent()) {
                Label("Record", systemImage: "waveform")
            }
        }
        .displayName("Quaver Recording")
    }
}

@main
struct QuaverWidgetsBundle: WidgetBundle {
    var body: some Widget {
        ToggleRecordingControl()
    }
}
