import AVFoundation

final class ScannerSession {
    let captureSession = AVCaptureSession()
    private(set) var activeCamera: AVCaptureDevice?

    func start() throws {
        guard let device = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) else {
            throw ScannerError.noCamera
        }
        let input = try AVCaptureDeviceInput(device: device)
        captureSession.beginConfiguration()
        if captureSession.canAddInput(input) { captureSession.addInput(input) }
        captureSession.commitConfiguration()
        activeCamera = device
    }

    func requestAccess() async -> Bool {
        await AVCaptureDevice.requestAccess(for: .video)
    }
}

enum ScannerError: Error { case noCamera }
