import SwiftUI

struct ContentView: View {
    @EnvironmentObject var recorder: RecorderModel

    var body: some View {
        NavigationStack {
            RecordingsList()
                .toolbar { RecordButton() }
        }
        .onReceive(NotificationCenter.default.publisher(for: .startRecordingFromIntent)) { _ in
            recorder.start(source: .shortcut)
        }
    }
}
