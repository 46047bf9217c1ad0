// The library product: one import for apps and tools that use evidence as a library. The work is
// done in the layers below (see ARCHITECTURE.md); each is also a module of its own.
@_exported import EvidenceArchive
@_exported import EvidenceCore
@_exported import EvidenceGate
@_exported import EvidenceHistory
@_exported import EvidenceReaders
@_exported import EvidenceRedaction
@_exported import EvidenceRun
@_exported import EvidenceTriage
