import ExpoModulesCore

public class TrailRecorderModule: Module {
    private let recorder = TrailRecorder()

    public func definition() -> ModuleDefinition {
        Name("TrailRecorder")

        Function("startRecording") { (background: Bool) in
            self.recorder.startRecording(inBackground: background)
        }

        Function("distanceMeters") { () -> Double in
            self.recorder.distanceMeters
        }

        Function("startSignificantChangeMonitoring") {
            self.recorder.startSignificantChangeMonitoring()
        }
    }

    var trailRecorder: TrailRecorder { recorder }
}
