import 'package:flutter/material.dart';

import '../catalog/sound.dart';

class SoundTile extends StatelessWidget {
  const SoundTile({super.key, required this.sound, required this.unlocked});

  final Sound sound;
  final bool unlocked;

  @override
  Widget build(BuildContext context) {
    return ListTile(
      leading: Image.asset(sound.artwork, width: 48),
      title: Text(sound.title),
      trailing: sound.premium && unlocked ? const Icon(Icons.lock_outline) : null,
    );
  }
}
