export const id=905,ids=[905],modules={68905:((module,__unused_webpack_exports,__webpack_require__)=>{module.exports=__webpack_require__(10551)})};
