import 'package:flutter/material.dart';

import '../feed/article.dart';

String readingTimeLabel(int wordCount) {
  final minutes = (wordCount / 220).ceil();
  return '$minutes mins read';
}

class ArticleCard extends StatelessWidget {
  const ArticleCard({super.key, required this.article});

  final Article article;

  @override
  Widget build(BuildContext context) {
    return Card(
      child: ListTile(
        title: Text(article.title),
        subtitle: Text('${article.feedTitle} · ${readingTimeLabel(article.wordCount)}'),
      ),
    );
  }
}
