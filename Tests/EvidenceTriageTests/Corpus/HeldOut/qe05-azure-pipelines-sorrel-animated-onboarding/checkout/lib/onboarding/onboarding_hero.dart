import 'package:flutter/material.dart';
import 'package:rive/rive.dart';

class OnboardingHero extends StatelessWidget {
  const OnboardingHero({super.key});

  @override
  Widget build(BuildContext context) {
    // Looping idle animation shown behind every onboarding page.
    return const RiveAnimation.asset('assets/rive/sorrel_idle.riv', animations: ['idle_loop']);
  }
}
