abstract class UploadQueue {
  Future<List<Reading>> pending();
  Future<void> markSent(List<String> ids);
}

class Reading {
  const Reading(this.id, this.berthId, this.kwh);
  final String id;
  final String berthId;
  final double kwh;
}
