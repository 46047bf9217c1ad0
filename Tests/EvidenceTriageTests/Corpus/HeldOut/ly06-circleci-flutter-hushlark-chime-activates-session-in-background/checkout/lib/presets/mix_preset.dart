/// A saved mix of several sound layers ("Rain + fireplace").
class MixPreset {
  MixPreset({required this.name, required this.layers});

  final String name;
  final List<MixLayer> layers;

  /// Presets are stored as JSON in shared preferences; v2 of the app wrote
  /// `{"n": name, "l": [{"id": ..., "vol": ...}]}`, v3 writes full keys.
  factory MixPreset.fromJson(Map<String, dynamic> json) => MixPreset(
        name: (json['name'] ?? json['n']) as String,
        layers: ((json['layers'] ?? json['l']) as List)
            .map((e) => MixLayer.fromJson(e as Map<String, dynamic>))
            .toList(),
      );
}

class MixLayer {
  MixLayer({required this.soundId, required this.volume});

  final String soundId;
  final double volume;

  factory MixLayer.fromJson(Map<String, dynamic> json) => MixLayer(
        soundId: (json['soundId'] ?? json['id']) as String,
        volume: (json['volume'] as num?)?.toDouble() ?? 1.0,
      );
}
