import 'package:flutter/material.dart';

class ComposeScreen extends StatefulWidget {
  const ComposeScreen({super.key});

  @override
  State<ComposeScreen> createState() => _ComposeScreenState();
}

class _ComposeScreenState extends State<ComposeScreen> {
  final _to = TextEditingController();
  final _subject = TextEditingController();

  bool get _canSend => _to.text.contains('@') && _subject.text.isNotEmpty;

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(
        title: const Text('New message'),
        actions: [
          IconButton(
            key: const Key('send'),
            icon: const Icon(Icons.send),
            onPressed: _canSend ? () => Navigator.of(context).pop() : null,
          ),
        ],
      ),
      body: Column(children: [
        TextField(key: const Key('to'), controller: _to, onChanged: (_) => setState(() {})),
        TextField(key: const Key('subject'), controller: _subject, onChanged: (_) => setState(() {})),
      ]),
    );
  }
}
