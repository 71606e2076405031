// A user's CommonJS module: require() of the package (ES modules, which Node >= 22.12 loads so).
const assert = require('node:assert/strict')
const lib = require('fastify-model-resources')
const plugin = require('fastify-model-resources/plugin')

for (const name of ['DB', 'defineModel', 'Model', 'HookQuery', 'dbConfig']) {
  assert.equal(typeof lib[name], 'function', `require('fastify-model-resources').${name}`)
}
assert.equal(typeof lib.Column.Integer, 'function')
assert.equal(typeof lib.Relationship.single, 'function')
assert.equal(lib.errors.DriverMissing.name, 'FastifyError')
assert.equal(typeof plugin.default, 'function', "require('fastify-model-resources/plugin').default")
for (const name of ['ModelResource', 'CollectionModelResource', 'MetaResource']) {
  assert.equal(typeof plugin[name], 'function', `require('fastify-model-resources/plugin').${name}`)
}
// The very modules `import` gives, so that classes and instanceof agree between the two.
Promise.all([import('fastify-model-resources'), import('fastify-model-resources/plugin')]).then(([esmLib, esmPlugin]) => {
  assert.equal(esmLib.DB, lib.DB)
  assert.equal(esmPlugin.ModelResource, plugin.ModelResource)
  console.log('ok')
})
