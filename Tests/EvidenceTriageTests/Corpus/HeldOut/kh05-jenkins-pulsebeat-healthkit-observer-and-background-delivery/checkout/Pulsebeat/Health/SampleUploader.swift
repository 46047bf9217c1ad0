import HealthKit

protocol SampleUploading {
    func upload(_ samples: [HKSample])
}

struct NullUploader: SampleUploading {
    func upload(_ samples: [HKSample]) {}
}
