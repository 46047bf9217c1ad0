import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'pantry_item.dart';
import 'pantry_store.dart';

class PantryListPage extends StatelessWidget {
  const PantryListPage({Key? key}) : super(key: key);

  @override
  Widget build(BuildContext context) {
    final store = context.watch<PantryStore>();
    return Scaffold(
      appBar: AppBar(title: const Text('Pantry')),
      body: ListView(
        children: [
          for (final item in store.items)
            ListTile(
              key: ValueKey(item.name),
              title: Text(item.name),
              trailing: Text('${item.quantity}'),
              tileColor: item.expiresWithin(const Duration(days: 3)) ? Colors.amber.shade100 : null,
            ),
        ],
      ),
      floatingActionButton: FloatingActionButton(
        key: const Key('add-item'),
        onPressed: () => store.add(PantryItem(name: 'Chickpeas', quantity: 2)),
        child: const Icon(Icons.add),
      ),
    );
  }
}
